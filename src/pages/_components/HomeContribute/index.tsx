import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import type { HomeContent } from '@site/src/data/home';
import styles from './styles.module.css';

export default function HomeContribute({ contribute }: { contribute: HomeContent['contribute'] }): ReactNode {
  return (
    <section className={styles.contribute}>
      <div className="container">
        <Heading as="h2">{contribute.title}</Heading>
        <p className={styles.description}>{contribute.description}</p>
        <ul className={styles.links}>
          {contribute.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
