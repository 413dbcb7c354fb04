// PLACEHOLDER: replaced by the owner of this route.
export default function Login() {
  return <h1 className="mx-auto max-w-md px-4 py-16 text-3xl font-semibold">Login</h1>;
}
