export default function Page() {
  return <h1>owner-support</h1>;
}
