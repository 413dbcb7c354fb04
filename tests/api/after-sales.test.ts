import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dueText, promiseMessage } from '#common/answer-promise';
import { DEFAULT_BUSINESS_HOURS, DEFAULT_RESPONSE_TARGETS } from '#common/schemas/lead-desk';
import {
  branchStaff,
  leadDesk,
  leadRuleAssignees,
  leadRules,
  mailOutbox,
  users,
} from '../../server/db/schema';
import { loadCalendar } from '../../server/services/leads/calendar';
import { addBusinessMinutes } from '../../server/services/leads/clock';
import { setSettingValues } from '../../server/services/settings';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createUser } from '../support/factories';
import { BUKIDNON, CEBU, partsBody, postRequest, serviceBody, storedRequest } from './support/after-sales';
import { insertBranch, MANDAUE } from './support/branches';
import { machineOf, setFallback } from './support/lead-desk';

// Parts and service requests (docs/product.md §30): stored with their own fields before the 201,
// given to the branch that offers the service and serves the province, timed on the kind's target
// or the machine-down one, and the buyer told who answers and by when — in the 201 and the mail.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9' });

const rep = (name: string) => createUser(ctx.db, { role: 'sales', name }).then((r) => r.user);

async function cebuBranch(services: string[] = ['sales', 'parts', 'service']) {
  return insertBranch(ctx.db, {
    name: 'Mandaue',
    ...MANDAUE,
    phones: ['09175550231'],
    services: services as never,
    servesProvinces: [CEBU],
  });
}

async function staffAt(branchId: number, ...names: string[]) {
  const people = [];
  for (const name of names) {
    const person = await rep(name);
    await ctx.db.insert(branchStaff).values({ branchId, userId: person.id });
    people.push(person);
  }
  return people;
}

async function dueAfter(createdAt: Date, minutes: number) {
  return addBusinessMinutes(createdAt, minutes, await loadCalendar(ctx.db, createdAt));
}

describe('POST /api/contact/parts', () => {
  it('stores the request with its lines, routes it to the branch’s person, and promises the branch and deadline', async () => {
    await createAdmin(ctx.db);
    const branch = await cebuBranch();
    const [rosa] = await staffAt(branch.id, 'Rosa Reyes');
    const res = await postRequest(ctx, 'parts', partsBody());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const { lead, own, history } = await storedRequest(ctx, body.data.id);
    expect(lead).toMatchObject({
      kind: 'parts',
      name: 'Maria Santos',
      phone: '09171234567',
      product: 'XCMG ZL50G',
      message: '1 × 6I-2501 Hydraulic pump\n8 × Bucket teeth',
      branchId: branch.id,
      provinceCode: CEBU,
      provinceName: 'Cebu',
      regionCode: '0700000000',
      assigneeId: rosa.id,
    });
    expect(own).toMatchObject({
      variantId: null,
      machineLabel: 'XCMG ZL50G',
      serialNumber: 'XUG0050GTJ1234',
      machineDown: false,
      items: [
        { part_number: '6I-2501', description: 'Hydraulic pump', quantity: 1 },
        { part_number: null, description: 'Bucket teeth', quantity: 8 },
      ],
      hourMeter: null,
      problem: null,
    });
    expect(history[0]).toMatchObject({ assignedToId: rosa.id, ruleName: null });
    expect(history[0].note).toContain('Mandaue');
    // The parts target (240 business minutes) from its arrival.
    expect(lead.dueAt).toEqual(await dueAfter(lead.createdAt, 240));
    const due = dueText(lead.dueAt!, lead.createdAt);
    const message = promiseMessage('parts', { name: 'Mandaue', phone: '09175550231' }, due);
    expect(body).toEqual({
      success: true,
      message,
      data: {
        id: lead.id,
        reference: `PR-${String(lead.id).padStart(6, '0')}`,
        promise: {
          branch: { id: branch.id, name: 'Mandaue', phone: '09175550231' },
          due_at: lead.dueAt!.toISOString(),
          due_text: due,
          message,
        },
      },
    });
    expect(message).toMatch(
      /^Thank you for your parts request\. Our Mandaue branch \(0917 555 0231\) will answer by /,
    );
  });

  it('names a catalogue machine by its brand and name, and a rule may match its brand', async () => {
    const brand = await createBrand(ctx.db, { name: 'Komatsu' });
    const machine = await machineOf(ctx.db, brand.id, 'Excavators', 'PC200-8');
    const ana = await rep('Ana Cruz');
    const [rule] = await ctx.db
      .insert(leadRules)
      .values({ name: 'Komatsu parts', match: { kind: 'parts', brand_id: brand.id }, position: 1 })
      .returning();
    await ctx.db.insert(leadRuleAssignees).values({ ruleId: rule.id, userId: ana.id, position: 1 });
    const res = await postRequest(ctx, 'parts', partsBody({ machine: { variant_id: machine.id } }));
    expect(res.statusCode, res.body).toBe(201);
    const { lead, own } = await storedRequest(ctx, res.json().data.id);
    expect(own).toMatchObject({ variantId: machine.id, machineLabel: 'Komatsu PC200-8' });
    expect(lead).toMatchObject({ assigneeId: ana.id, branchId: null });
    // No branch serves Cebu: the company answers.
    expect(res.json().data.promise.branch).toBeNull();
    expect(res.json().message).toMatch(/^Thank you for your parts request\. We will answer by /);
  });

  it('a rule can match the branch, ahead of the branch’s staff', async () => {
    const branch = await cebuBranch();
    await staffAt(branch.id, 'Rosa Reyes');
    const ben = await rep('Ben Lim');
    const [rule] = await ctx.db
      .insert(leadRules)
      .values({ name: 'Mandaue desk', match: { branch_id: branch.id }, position: 1 })
      .returning();
    await ctx.db.insert(leadRuleAssignees).values({ ruleId: rule.id, userId: ben.id, position: 1 });
    const res = await postRequest(ctx, 'parts', partsBody());
    const { lead, history } = await storedRequest(ctx, res.json().data.id);
    expect(lead.assigneeId).toBe(ben.id);
    expect(history[0].ruleName).toBe('Mandaue desk');
  });

  it('takes the branch staff in turn, and the fallback when none of them is available', async () => {
    const branch = await cebuBranch();
    const [a, b] = await staffAt(branch.id, 'Amy Uy', 'Bea Go');
    const owners = [];
    for (let i = 0; i < 3; i++) {
      const res = await postRequest(ctx, 'parts', partsBody());
      owners.push((await storedRequest(ctx, res.json().data.id)).lead.assigneeId);
    }
    expect(owners).toEqual([a.id, b.id, a.id]);
    await ctx.db.update(users).set({ away: true }).where(eq(users.id, a.id));
    await ctx.db.update(users).set({ away: true }).where(eq(users.id, b.id));
    const fallback = await rep('Fallback Person');
    await setFallback(ctx.db, fallback.id);
    const res = await postRequest(ctx, 'parts', partsBody());
    expect((await storedRequest(ctx, res.json().data.id)).lead.assigneeId).toBe(fallback.id);
  });

  it('passes over a branch that does not offer parts or does not serve the province', async () => {
    await cebuBranch(['sales', 'service']);
    await insertBranch(ctx.db, { name: 'CDO', services: ['parts'], servesProvinces: [BUKIDNON] });
    const res = await postRequest(ctx, 'parts', partsBody());
    expect(res.json().data.promise.branch).toBeNull();
    const cdo = await postRequest(ctx, 'parts', partsBody({ province: BUKIDNON }));
    expect(cdo.json().data.promise.branch).toMatchObject({ name: 'CDO' });
  });

  it('queues an acknowledgement with the same promise as the 201', async () => {
    await setSettingValues(ctx.db, { notification_email: 'desk@ironsite.test' });
    await cebuBranch();
    const res = await postRequest(ctx, 'parts', partsBody());
    expect(res.statusCode, res.body).toBe(201);
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, res.json().data.id));
    const ack = mails.find((m) => m.kind === 'ack');
    expect(ack?.text).toContain(res.json().message);
    expect(ack?.html).toContain('Our Mandaue branch (0917 555 0231) will answer by');
    // The staff's copy: the machine, the lines and where to deliver; no photo ids, no raw JSON.
    const staff = mails.find((m) => m.kind === 'staff');
    expect(staff?.text).toContain('XCMG ZL50G');
    expect(staff?.text).toContain('1 × 6I-2501 Hydraulic pump');
    expect(staff?.text).toMatch(/Deliver to:?\s+Cebu/);
    expect(staff?.text).not.toContain('image_ids');
    expect(staff?.text).not.toContain('{"brand"');
  });
});

describe('a request closed as spam', () => {
  it('is stored closed, unrouted and untimed, yet told what any other is', async () => {
    await cebuBranch();
    const res = await postRequest(ctx, 'parts', partsBody({ website: 'http://spam.example' }));
    expect(res.statusCode, res.body).toBe(201);
    const { lead } = await storedRequest(ctx, res.json().data.id);
    expect(lead).toMatchObject({ status: 'closed', closeReason: 'spam', assigneeId: null, dueAt: null });
    expect(res.json().data.promise).toMatchObject({
      branch: { name: 'Mandaue' },
      due_at: expect.any(String),
    });
    expect(res.json().message).toMatch(/^Thank you for your parts request\. Our Mandaue branch/);
  });
});

describe('POST /api/contact/service', () => {
  it('stores its fields, and a machine that is down is due on the machine-down target', async () => {
    const branch = await cebuBranch();
    const [rosa] = await staffAt(branch.id, 'Rosa Reyes');
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const res = await postRequest(ctx, 'service', serviceBody({ preferred_dates: [tomorrow] }));
    expect(res.statusCode, res.body).toBe(201);
    const { lead, own } = await storedRequest(ctx, res.json().data.id);
    expect(lead).toMatchObject({
      kind: 'service',
      message: 'Engine overheats after an hour of digging.',
      cityName: 'City of Cebu',
      branchId: branch.id,
      assigneeId: rosa.id,
    });
    expect(own).toMatchObject({
      machineLabel: 'SANY SY215C',
      hourMeter: 5230.5,
      problem: 'Engine overheats after an hour of digging.',
      preferredDates: [tomorrow],
      machineDown: true,
      items: [],
    });
    expect(lead.dueAt).toEqual(await dueAfter(lead.createdAt, 60));
    expect(res.json().data.promise.due_at).toBe(lead.dueAt!.toISOString());
    expect(res.json().data.reference).toMatch(/^SR-\d{6}$/);
  });

  it('follows the machine-down target as the desk saves it, and the kind’s when the machine runs', async () => {
    await ctx.db
      .insert(leadDesk)
      .values({
        id: true,
        businessHours: DEFAULT_BUSINESS_HOURS,
        responseTargets: { ...DEFAULT_RESPONSE_TARGETS, machine_down: 30, service: 600 },
      })
      .onConflictDoUpdate({
        target: leadDesk.id,
        set: { responseTargets: { ...DEFAULT_RESPONSE_TARGETS, machine_down: 30, service: 600 } },
      });
    const down = await storedRequest(ctx, (await postRequest(ctx, 'service', serviceBody())).json().data.id);
    expect(down.lead.dueAt).toEqual(await dueAfter(down.lead.createdAt, 30));
    const running = await storedRequest(
      ctx,
      (await postRequest(ctx, 'service', serviceBody({ machine_down: false }))).json().data.id,
    );
    expect(running.lead.dueAt).toEqual(await dueAfter(running.lead.createdAt, 600));
  });
});

describe('the admin API', () => {
  it('lists and shows a request with its kind, branch and own fields; a visit is logged with its date', async () => {
    const { token } = await createAdmin(ctx.db);
    const branch = await cebuBranch();
    const id = (await postRequest(ctx, 'service', serviceBody())).json().data.id;
    const list = await call(ctx.app, { method: 'GET', url: '/api/admin/leads?kind=service', token });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id, kind: 'service', branch: { id: branch.id, name: 'Mandaue' } }),
    ]);
    const detail = await call(ctx.app, { method: 'GET', url: `/api/admin/leads/${id}`, token });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().after_sales).toEqual({
      machine: { variant_id: null, label: 'SANY SY215C' },
      serial_number: 'SY215C-7788',
      machine_down: true,
      province: { code: CEBU, name: 'Cebu' },
      items: [],
      hour_meter: 5230.5,
      problem: 'Engine overheats after an hour of digging.',
      city: { code: '0730600000', name: 'City of Cebu' },
      preferred_dates: [],
      photos: [],
    });
    const visit = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/leads/${id}/contact-log`,
      token,
      payload: { channel: 'visit', note: 'Technician on site.', visit_on: '2026-12-10' },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json().data.history.at(-1)).toMatchObject({ channel: 'visit', visit_on: '2026-12-10' });
    const wrong = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/leads/${id}/contact-log`,
      token,
      payload: { channel: 'phone', note: 'Called.', visit_on: '2026-12-10' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['visit_on']);
  });

  it('the response targets carry the new kinds and the machine-down target', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await call(ctx.app, { method: 'GET', url: '/api/admin/response-targets', token });
    expect(res.json().data).toMatchObject({ parts: 240, service: 540, machine_down: 60 });
  });
});
