import { engineDisplayName } from '@fairway/domain/facilities/engine-name';
import { Link } from 'react-router';
import { useBookingEngine } from '../api/facilities-api.ts';

/** The booking engine's name, linking home. */
export function EngineName() {
  const { data: engine } = useBookingEngine();
  const name = engine ? engineDisplayName(engine) : '';
  return (
    <Link to="/" className="brand">
      <span className="brand__name" data-testid="engine-name">
        {name}
      </span>
    </Link>
  );
}
