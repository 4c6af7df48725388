import { describe, expect, it, vi } from 'vitest';
import { filterIcons, ICONS, type IconEntry } from './iconIndex';

// The real index is made by a Vite plugin from Font Awesome's metadata at build time; a few lines in the
// same 'name|styles|terms' form stand in for it here.
vi.mock('virtual:fa-icon-index', () => ({
  default: ['house|s|home,building', 'bell|sr|alert,notification', 'github|b|octocat', 'plug|s|'].join('\n'),
}));

const icon = (name: string, terms = '', style: IconEntry['style'] = 'solid'): IconEntry => ({
  name,
  style,
  className: `fa-${style} fa-${name}`,
  terms,
});

describe("the icon picker's list", () => {
  it('has one entry per icon and free style, with the class the category menu draws', () => {
    expect(ICONS.map((entry) => entry.className)).toEqual([
      'fa-solid fa-house',
      'fa-solid fa-bell',
      'fa-regular fa-bell',
      'fa-brands fa-github',
      'fa-solid fa-plug',
    ]);
    expect(ICONS[0]).toEqual({ name: 'house', style: 'solid', className: 'fa-solid fa-house', terms: 'home,building' });
  });
});

describe('filtering icons by name', () => {
  const icons = [
    icon('bolt', 'lightning,electric'),
    icon('cable-car', 'gondola'),
    icon('car', 'vehicle,automobile'),
    icon('car-battery', 'electric'),
    icon('plug', 'electric,power'),
    icon('plug-circle-bolt', 'electric,charge'),
    icon('truck', 'vehicle,delivery'),
  ];
  const names = (filter: string) => filterIcons(icons, filter).map((entry) => entry.name);

  it('shows every icon, in order, for an empty filter', () => {
    expect(names('')).toEqual(icons.map((entry) => entry.name));
    expect(names('   ')).toEqual(icons.map((entry) => entry.name));
  });

  it('lists names that start with the word first, then names that contain it, then search terms', () => {
    expect(names('car')).toEqual(['car', 'car-battery', 'cable-car']);
    expect(names('bolt')).toEqual(['bolt', 'plug-circle-bolt']);
    expect(names('electric')).toEqual(['bolt', 'car-battery', 'plug', 'plug-circle-bolt']);
  });

  it('keeps alphabetical order among icons that match equally well', () => {
    expect(names('vehicle')).toEqual(['car', 'truck']);
  });

  it('needs every word to match, and takes hyphens as spaces', () => {
    expect(names('plug bolt')).toEqual(['plug-circle-bolt']);
    expect(names('plug-circle')).toEqual(['plug-circle-bolt']);
    expect(names('car gondola')).toEqual(['cable-car']);
  });

  it('ignores capitals', () => {
    expect(names('TRUCK')).toEqual(['truck']);
  });

  it('finds nothing for a word no icon has', () => {
    expect(names('pizza')).toEqual([]);
  });
});
