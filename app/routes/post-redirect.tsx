export default function Page() {
  return <h1>post-redirect</h1>;
}
