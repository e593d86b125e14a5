import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type { HomeContent } from '@site/src/data/home';
import styles from './styles.module.css';

export default function HomeHero({ hero }: { hero: HomeContent['hero'] }): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {hero.title}
        </Heading>
        <p className={styles.tagline}>{hero.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={hero.primaryAction.to}>
            {hero.primaryAction.label}
          </Link>
          <Link className={`button button--outline button--lg ${styles.secondaryAction}`} to={hero.secondaryAction.to}>
            {hero.secondaryAction.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
