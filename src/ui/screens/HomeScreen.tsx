import { RouterLink } from '../components/RouterLink.tsx';
import type { ContentShell, ServiceCard } from '../../engine/content/types.ts';
import { usePageTitle } from '../components/usePageTitle.ts';
import styles from './HomeScreen.styles.ts';

interface CardEntry {
  card: ServiceCard;
  to?: string;
}

/** Flow cards open their flow's start; the app's own cards are the coming-soon ones. */
function homeCards(content: ContentShell): CardEntry[] {
  const fromFlows = content.flows.flatMap((flow) =>
    flow.card ? [{ card: flow.card, to: flow.card.comingSoon ? undefined : flow.start }] : [],
  );
  const fromApp = content.app.home.cards.map((card) => ({ card }));
  return [...fromFlows, ...fromApp].sort((a, b) => a.card.order - b.card.order);
}

function ServiceCardView({ entry, comingSoonLabel }: { entry: CardEntry; comingSoonLabel: string }) {
  const { card, to } = entry;
  const body = (
    <>
      <h2 className={to ? styles.cardTitle : styles.comingSoonTitle}>{card.title}</h2>
      <p className={styles.cardDescription}>{card.description}</p>
    </>
  );
  if (!to) {
    return (
      <div className={styles.comingSoonCard} aria-disabled="true" data-testid={`card-${card.id}`}>
        <span className={styles.comingSoonBadge}>{comingSoonLabel}</span>
        {body}
      </div>
    );
  }
  return (
    <RouterLink to={to} data-testid={`card-${card.id}`} className={styles.card}>
      {body}
      <p className={styles.getStarted} aria-hidden="true">
        Get started →
      </p>
    </RouterLink>
  );
}

export function HomeScreen({ shell }: { shell: ContentShell }) {
  const { home } = shell.app;
  usePageTitle(home.heading, shell.app.brand);
  return (
    <div className={styles.screen}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{home.heading}</h1>
        {home.intro ? <p className={styles.lead}>{home.intro}</p> : null}
      </div>
      <ul className={styles.cards}>
        {homeCards(shell).map((entry) => (
          <li key={entry.card.id}>
            <ServiceCardView entry={entry} comingSoonLabel={home.comingSoonLabel} />
          </li>
        ))}
      </ul>
      <nav aria-label={home.linksLabel} className={styles.more}>
        {home.links.map((link) => (
          <RouterLink key={link.label} to={link.to ?? home.route} className={styles.moreLink}>
            {link.label}
          </RouterLink>
        ))}
      </nav>
    </div>
  );
}
