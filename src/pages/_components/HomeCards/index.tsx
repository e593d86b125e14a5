import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type { HomeCard } from '@site/src/data/home';
import styles from './styles.module.css';

export default function HomeCards({ cards }: { cards: HomeCard[] }): ReactNode {
  return (
    <section className="container margin-vert--xl" aria-label="Documentation areas">
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <Heading as="h2" className={styles.cardTitle}>
              {card.title}
            </Heading>
            <p>{card.description}</p>
            <Link to={card.link.to} className={styles.cardLink}>
              {card.link.label} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
