import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { EditorForm } from '#app/components/admin/editor-form';
import { MailOffNote, useMailStatus } from '#app/components/admin/mail-status';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { TextField } from '#app/components/forms/form-fields';
import { RoleChoice } from './role-choice';
import { TemporaryPasswordField } from './temporary-password-field';
import { type UserCreateBody, type UserFormInput, userFormSchema } from './user-form-schema';

// Add user: name, e-mail, role, and how the person gets in — an invitation e-mail with a one-time
// link (the default), or a temporary password the admin hands over. On a server without e-mail (no
// SMTP_URL) the invitation could not leave, so the temporary password is the default and a note
// says why (decision 052). The server's 422 (a duplicate e-mail, a weak password) is said under its
// field.

const ACCESS = [
  {
    value: 'invite',
    label: 'Send an invitation e-mail',
    hint: 'They get a one-time link to choose their own password.',
  },
  {
    value: 'password',
    label: 'Set a temporary password',
    hint: 'Tell it to them yourself; at their first sign-in they must change it in My Profile.',
  },
] as const;

const EMPTY = { name: '', email: '', access: 'invite', password: '' } as const;

export function UserCreate({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useForm<UserFormInput, unknown, UserCreateBody>({
    resolver: zodResolver(userFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const access = form.watch('access');
  const accessId = useId();
  const mailOff = useMailStatus()?.enabled === false;
  // The answer comes after the dialog opened: switch the default, keeping anything already typed or chosen.
  useEffect(() => {
    if (mailOff) form.reset({ ...EMPTY, access: 'password' }, { keepDirtyValues: true });
  }, [mailOff, form]);
  const save = useRecordSave(form, {
    resource: 'users',
    id: null,
    noun: 'user',
    onSaved: () => {
      const { name, email } = form.getValues();
      onSaved(
        access === 'password'
          ? `${name.trim()} was added with a temporary password.`
          : mailOff
            ? `${name.trim()} was added. E-mail is off on this server, so the invitation to ${email.trim()} cannot be sent: set a temporary password instead.`
            : `${name.trim()} was added. An invitation is on its way to ${email.trim()}.`,
      );
    },
  });

  return (
    <EditorForm {...save} onClose={onClose} title="Add user" submitLabel="Add user" size="md">
      <TextField form={form} name="name" label="Name" required autoComplete="off" />
      <TextField
        form={form}
        name="email"
        label="Email"
        required
        type="email"
        autoComplete="off"
        spellCheck={false}
      />
      <RoleChoice registration={form.register('role')} error={errors.role?.message} />
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-charcoal">Access</legend>
        {mailOff ? (
          <div className="mb-2">
            <MailOffNote>
              E-mail is off on this server (SMTP_URL is not set): an invitation cannot be sent. Set a
              temporary password and tell it to them yourself.
            </MailOffNote>
          </div>
        ) : null}
        <div className="grid gap-2">
          {ACCESS.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-start gap-3">
              <input
                type="radio"
                value={option.value}
                aria-labelledby={`${accessId}-${option.value}`}
                aria-describedby={`${accessId}-${option.value}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-charcoal"
                {...form.register('access')}
              />
              <span className="min-w-0 text-sm">
                <span id={`${accessId}-${option.value}`} className="block font-medium text-charcoal">
                  {option.label}
                </span>
                <span id={`${accessId}-${option.value}-hint`} className="block text-neutral-600">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {access === 'password' ? (
        <TemporaryPasswordField
          registration={form.register('password', { shouldUnregister: false })}
          error={errors.password?.message}
        />
      ) : null}
    </EditorForm>
  );
}
