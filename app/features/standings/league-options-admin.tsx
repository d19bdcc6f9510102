/** A league select's choices: the key is the value, the name the label. */
export function LeagueOptions({ leagues }: { leagues: readonly { key: string; name: string }[] }) {
  return leagues.map((l) => (
    <option key={l.key} value={l.key}>
      {l.name}
    </option>
  ));
}
