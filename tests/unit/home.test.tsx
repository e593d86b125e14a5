import React from 'react';
import { render, screen, within } from '@testing-library/react';

import { HomePageContent } from '@site/src/pages/index';
import type { HomeContent } from '@site/src/data/home';

/** A small home page; the expectations below spell out what a reader should see of it. */
const content: HomeContent = {
  hero: {
    title: 'Fixture Extensions',
    tagline: 'A tagline for the test.',
    primaryAction: { label: 'Start here', to: '/start' },
    secondaryAction: { label: 'Look around', to: '/around' },
  },
  cards: [
    { title: 'First card', description: 'What the first area covers.', link: { label: 'Open the first', to: '/first' } },
    { title: 'Second card', description: 'What the second area covers.', link: { label: 'Open the second', to: '/second' } },
  ],
  contribute: {
    title: 'Help out',
    description: 'How to contribute.',
    links: [
      { label: 'Guide', to: '/guide' },
      { label: 'Repository', to: 'https://example.com/repository' },
    ],
  },
};

function linkOf(element: HTMLElement): [string, string | null] {
  return [element.textContent ?? '', element.getAttribute('href')];
}

describe('home page', () => {
  beforeEach(() => render(<HomePageContent content={content} />));

  it('opens with the title, the tagline and both actions', () => {
    const hero = screen.getByRole('banner');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(/^Fixture Extensions$/);
    expect(within(hero).getByText('A tagline for the test.')).toBeInTheDocument();
    expect(within(hero).getAllByRole('link').map(linkOf)).toEqual([
      ['Start here', '/start'],
      ['Look around', '/around'],
    ]);
  });

  it('shows each card, in order, with its heading, description and link', () => {
    const cards = within(screen.getByRole('region', { name: 'Documentation areas' })).getAllByRole('listitem');
    expect(
      cards.map((card) => ({
        heading: within(card).getByRole('heading', { level: 2 }).textContent,
        text: within(card).getByRole('paragraph').textContent,
        link: linkOf(within(card).getByRole('link')),
      })),
    ).toEqual([
      { heading: 'First card', text: 'What the first area covers.', link: ['Open the first →', '/first'] },
      { heading: 'Second card', text: 'What the second area covers.', link: ['Open the second →', '/second'] },
    ]);
  });

  it('ends with the contribute section and its links', () => {
    const contribute = screen.getByRole('heading', { level: 2, name: 'Help out' }).closest('section')!;
    expect(within(contribute).getByText('How to contribute.')).toBeInTheDocument();
    expect(within(contribute).getAllByRole('link').map(linkOf)).toEqual([
      ['Guide', '/guide'],
      ['Repository', 'https://example.com/repository'],
    ]);
  });
});
