export function loader() {
  return { message: 'A bare React Router page' }
}

export function meta() {
  return [{ title: 'Bare page' }]
}

export default function Home({ loaderData }: { loaderData: { message: string } }) {
  return (
    <main>
      <h1>{loaderData.message}</h1>
      <p>One route, server rendered, hydrated.</p>
    </main>
  )
}
