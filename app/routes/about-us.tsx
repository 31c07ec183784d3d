export default function Page() {
  return <h1>about-us</h1>;
}
