// The baseline of bench:transactions: the empty React update. A React 19 page with one select whose change
// sets one state value and shows it; measured in the same browser, run and throttling as the list's filter
// change, the same way (choose a value, wait until the page shows it, two animation frames).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function EmptyUpdate() {
  const [direction, setDirection] = useState('all');
  return (
    <main data-shown-query={JSON.stringify(direction === 'all' ? {} : { direction })}>
      <label htmlFor="direction">Direction</label>
      <select id="direction" value={direction} onChange={(event) => setDirection(event.target.value)}>
        <option value="all">All</option>
        <option value="debit">Debit</option>
        <option value="credit">Credit</option>
      </select>
      <ul data-testid="transaction-scroll">
        <li>{direction}</li>
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')).render(<EmptyUpdate />);
