// PLACEHOLDER: the admin panel is issue 4; the session guard lands with the login screens.
export default function Admin() {
  return <h1 className="mx-auto max-w-md px-4 py-16 text-3xl font-semibold">Admin</h1>;
}
