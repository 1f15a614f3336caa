import { usePopups } from '@/lib/popups';

/** Shows which popups are open, with their props, so tests can read them. */
export function PopupProbe() {
  const { stack } = usePopups();
  return (
    <output data-testid="popups">
      {stack.map((p) => `${p.name}${p.props.target ? `:${JSON.stringify(p.props.target)}` : ''}`).join(' ')}
    </output>
  );
}
