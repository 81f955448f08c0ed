// A Server Component, as a Next.js App Router page would be: no "use client", it imports a component of the package.
import { Button } from '@hlidka/ui';
import { createElement } from 'react';

export default function Page() {
  return createElement('main', null, createElement(Button, null, 'Uložit změny'));
}
