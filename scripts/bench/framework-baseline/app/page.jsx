export const metadata = { title: 'Vacatures', description: 'Het kleinste wat Next.js bouwt: de ondergrens voor de benchmark.' };

/** About what the vacancy list shows in text: a heading, a paragraph and 20 links. */
export default function Page() {
  return (
    <main>
      <h1>Vacatures</h1>
      <p>Vacatures, evenementen en nieuws uit de regio. Deze pagina is de ondergrens waartegen de benchmark de site meet.</p>
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>
            <a href={`/jobs/vacature/${i}`}>Vacature {i + 1}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
