import { Link } from 'react-router';
import { useBookingEngine } from '../api/facilities-api.ts';

/** The booking engine's name, linking home. */
export function EngineName() {
  const { data: engine } = useBookingEngine();
  const name = engine?.name || engine?.settings.identity.name || '';
  return (
    <Link to="/" className="brand">
      <span className="brand__name" data-testid="engine-name">
        {name}
      </span>
    </Link>
  );
}
