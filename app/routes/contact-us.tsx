export default function Page() {
  return <h1>contact-us</h1>;
}
