// Issue 24: lists held whole in the browser sort as the server sorts: German order, numbers by size, blanks last.
import { describe, expect, it } from 'vitest';
import { compareSortValues } from './client-table';

describe('compareSortValues', () => {
  it('orders names in German: Ä with A, numbers inside names by size, case ignored', () => {
    const names = ['Zebra', 'Äpfel', 'apfel', 'Etage 10', 'Etage 2', 'Ostwing'];
    expect([...names].sort(compareSortValues)).toEqual(['Äpfel', 'apfel', 'Etage 2', 'Etage 10', 'Ostwing', 'Zebra']);
  });
  it('orders numbers by size and puts blanks last', () => {
    expect([10, null, 2, '', 33, undefined].sort(compareSortValues)).toEqual([2, 10, 33, null, '', undefined]);
  });
});
