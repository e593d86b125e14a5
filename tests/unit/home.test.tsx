import React from 'react';
import { render, screen, within } from '@testing-library/react';

import { HomePageContent } from '@site/src/pages/index';
import { homeContent, type HomeContent } from '@site/src/data/home';

describe('home page', () => {
  it('renders the hero, every card and the contribute links from the data file', () => {
    render(<HomePageContent content={homeContent} />);

    expect(screen.getByRole('heading', { level: 1, name: homeContent.hero.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: homeContent.hero.primaryAction.label })).toHaveAttribute(
      'href',
      homeContent.hero.primaryAction.to,
    );

    const cardList = screen.getByRole('region', { name: 'Documentation areas' });
    const cards = within(cardList).getAllByRole('listitem');
    expect(cards).toHaveLength(homeContent.cards.length);
    homeContent.cards.forEach((card, index) => {
      expect(within(cards[index]).getByRole('heading', { name: card.title })).toBeInTheDocument();
      expect(within(cards[index]).getByRole('link', { name: `${card.link.label} →` })).toHaveAttribute('href', card.link.to);
    });

    for (const link of homeContent.contribute.links) {
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
  });

  it('shows a card that is added to the data without touching the page', () => {
    const withExtraCard: HomeContent = {
      ...homeContent,
      cards: [
        ...homeContent.cards,
        {
          title: 'Localise your extension',
          description: 'Translations for every string your extension shows.',
          link: { label: 'Localisation', to: '/extensions/next/home' },
        },
      ],
    };
    render(<HomePageContent content={withExtraCard} />);

    expect(screen.getByRole('heading', { name: 'Localise your extension' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Documentation areas' })).getAllByRole('listitem')).toHaveLength(
      homeContent.cards.length + 1,
    );
  });
});
