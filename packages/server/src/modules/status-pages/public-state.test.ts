import { describe, expect, it } from 'vitest';
import { overallState, publicStateOf } from './public-state';

describe('public state', () => {
  it('never shows a paused or unchecked website as up', () => {
    expect(publicStateOf('paused')).toBe('no_data');
    expect(publicStateOf('pending')).toBe('no_data');
    expect(publicStateOf('up')).toBe('up');
    expect(publicStateOf('down')).toBe('down');
    expect(publicStateOf('down', true)).toBe('maintenance');
  });

  it('shows a dependent down with its parent as affected, counted as down', () => {
    expect(publicStateOf('down', false, true)).toBe('affected');
    expect(publicStateOf('up', false, true)).toBe('up');
    expect(overallState(['affected', 'up'])).toBe('partial_outage');
    expect(overallState(['affected', 'down'])).toBe('major_outage');
  });

  it('words the headline from the websites', () => {
    expect(overallState([])).toBe('no_data');
    expect(overallState(['no_data', 'no_data'])).toBe('no_data');
    expect(overallState(['up', 'no_data'])).toBe('operational');
    expect(overallState(['up', 'down'])).toBe('partial_outage');
    expect(overallState(['down', 'no_data'])).toBe('major_outage');
    expect(overallState(['up', 'maintenance'])).toBe('maintenance');
    expect(overallState(['down', 'maintenance', 'up'])).toBe('partial_outage');
  });
});
