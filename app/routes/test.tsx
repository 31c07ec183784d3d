export default function Page() {
  return <h1>test</h1>;
}
