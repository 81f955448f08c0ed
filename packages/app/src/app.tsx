// The app's screens arrive with the app issue; until then Hlídka shows who it is.
export function App() {
  return (
    <main>
      <h1>Hlídka</h1>
      <p>Monitorování dostupnosti webů.</p>
    </main>
  );
}
