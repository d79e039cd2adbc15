import { useEffect } from 'preact/hooks';
import { loadRules, rules } from '../../state/i18n';
import { navigate } from '../../state/route';
import { whenIdle } from '../../ui/lazy';
import { RichText } from '../../ui/RichText';

/**
 * Three steps for a newcomer, from the rules catalog of the page's language (fetched when the
 * browser is idle: below the fold, so its arrival moves nothing above it).
 */
export function HowToPlay() {
  useEffect(() => whenIdle(() => void loadRules()), []);
  const r = rules.value;
  if (!r) return null;
  return (
    <section class="panel how" aria-labelledby="how-title">
      <h2 id="how-title">{r.howTitle}</h2>
      <ol class="steps">
        {r.howSteps.map((step) => (
          <li key={step}>
            <RichText text={step} />
          </li>
        ))}
      </ol>
      <a
        class="btn primary learn-link"
        href="/learn"
        onClick={(e) => {
          e.preventDefault();
          navigate('/learn');
        }}
      >
        {r.learnLink}
      </a>
    </section>
  );
}
