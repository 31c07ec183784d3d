export default function Page() {
  return <h1>terms-and-conditions</h1>;
}
