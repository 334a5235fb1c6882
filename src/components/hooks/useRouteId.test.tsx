import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parseRouteId, useRouteId } from './useRouteId';

function Probe() {
  const { present, id } = useRouteId();
  return <p>{`${present ? 'edit' : 'new'}:${id ?? 'none'}`}</p>;
}

function at(path: string) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/coisa" element={<Probe />} />
        <Route path="/coisa/:id" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('useRouteId', () => {
  it('says whether the route names a record and parses its id', () => {
    expect(at('/coisa')).toBe('new:none');
    expect(at('/coisa/42')).toBe('edit:42');
  });

  it('gives null for an id that cannot exist, but still an edit page', () => {
    expect(at('/coisa/abc')).toBe('edit:none');
    expect(at('/coisa/0')).toBe('edit:none');
  });
});

describe('parseRouteId', () => {
  it('accepts 1 to 9 digits, not zero', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('007')).toBe(7);
    expect(parseRouteId('999999999')).toBe(999999999);
    for (const bad of [undefined, '', '0', '000', '-1', '1.5', '1e3', ' 1', '1234567890']) expect(parseRouteId(bad)).toBeNull();
  });
});
