// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouterLink } from '../../../src/ui/components/RouterLink.tsx';

afterEach(cleanup);

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function app(link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {link}
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it('is a real link to the route, and a plain click navigates inside the app', () => {
    let before = 0;
    app(
      <RouterLink to="/consulting" onClick={() => (before += 1)}>
        Consulting
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Consulting' });
    expect(link.getAttribute('href')).toBe('/consulting');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(before).toBe(1);
    expect(screen.getByLabelText('path').textContent).toBe('/consulting');
  });

  it('leaves a modified click (new tab, new window) to the browser', () => {
    app(<RouterLink to="/privacy">Privacy</RouterLink>);
    let reachedTheBrowser = false;
    // The app's handlers have run by the time the click reaches window; jsdom cannot open a tab, so it stops there.
    window.addEventListener(
      'click',
      (event) => {
        reachedTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }), { ctrlKey: true });
    expect(reachedTheBrowser).toBe(true);
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });

  it('stays put when its own click handler prevents the navigation', () => {
    app(
      <RouterLink to="/privacy" onClick={(event) => event.preventDefault()}>
        Privacy
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(screen.getByLabelText('path').textContent).toBe('/');
  });
});
