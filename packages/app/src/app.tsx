import { Button } from '@hlidka/ui';
import { useState } from 'react';

// The app's screens arrive with the app issue; until then Hlídka shows who it is, drawn with @hlidka/ui.
export function App() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));

  function toggleTheme() {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    setDark(next);
  }

  return (
    <main>
      <h1>Hlídka</h1>
      <p>Monitorování dostupnosti webů.</p>
      <Button variant="outline" onClick={toggleTheme} aria-pressed={dark}>
        Tmavý režim
      </Button>
    </main>
  );
}
