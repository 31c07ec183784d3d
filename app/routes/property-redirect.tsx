export default function Page() {
  return <h1>property-redirect</h1>;
}
