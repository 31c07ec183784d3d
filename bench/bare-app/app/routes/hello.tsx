import { useLoaderData } from "react-router";

export function loader() {
  return { greeting: "Hello" };
}

export function meta() {
  return [{ title: "Hello" }, { name: "description", content: "A bare React Router app: the bench's floor." }];
}

export default function Hello() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
    </main>
  );
}
