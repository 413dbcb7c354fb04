// PLACEHOLDER: replaced by the owner of this route.
export default function About() {
  return <h1 className="mx-auto max-w-6xl px-4 py-16 text-3xl font-semibold">About</h1>;
}
