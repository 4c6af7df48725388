import { useMatch } from 'react-router';

/** The category the page shows (/catalog/:id), used to highlight it in every category menu. */
export function useCurrentCategoryId(): number | null {
  const match = useMatch('/catalog/:id');
  const id = Number(match?.params.id);
  return Number.isInteger(id) ? id : null;
}
