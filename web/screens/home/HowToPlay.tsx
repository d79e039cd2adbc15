/** Three steps for a newcomer. */
export function HowToPlay() {
  return (
    <section class="panel how" aria-labelledby="how-title">
      <h2 id="how-title">How to play</h2>
      <ol class="steps">
        <li>
          <strong>Reveal</strong> a face-down center card, or the lowest or highest card of anyone's hand.
        </li>
        <li>
          <strong>Match</strong> its value with your next reveal. A different value ends your turn and the
          cards turn back: remember where they were!
        </li>
        <li>
          <strong>Collect</strong> three equal values for a trio. In <em>simple</em> mode three trios win; in{' '}
          <em>spicy</em>, two <em>connected</em> trios (values adding up to 7 or differing by 7). The trio of
          7s wins at once in both.
        </li>
      </ol>
    </section>
  );
}
