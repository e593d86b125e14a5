import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';

import { homeContent, type HomeContent } from '@site/src/data/home';
import HomeHero from './_components/HomeHero';
import HomeCards from './_components/HomeCards';
import HomeContribute from './_components/HomeContribute';

export function HomePageContent({ content }: { content: HomeContent }): ReactNode {
  return (
    <>
      <HomeHero hero={content.hero} />
      <main>
        <HomeCards cards={content.cards} />
        <HomeContribute contribute={content.contribute} />
      </main>
    </>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title="Build extensions for the Rancher dashboard" description={homeContent.hero.tagline}>
      <HomePageContent content={homeContent} />
    </Layout>
  );
}
