import { screen } from '@testing-library/react';
import { renderScreen } from '../testing';
import { TitledScreen } from './TitledScreen';

describe('TitledScreen (a route whose screens are not built yet)', () => {
  it('says "coming soon" with the way back, and never shows raw route parameters', () => {
    renderScreen(<TitledScreen titleKey="webapp.title.teamSpace" paramKeyPrefix="app.team.routeParam" />, {
      path: '/team-space/:view?/:id?',
      route: '/team-space/members',
      language: 'de',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Team');
    expect(screen.getByTestId('coming-soon')).toHaveTextContent('Bald verfügbar');
    expect(screen.getByTestId('coming-soon')).toHaveTextContent('«Team');
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('members');
    expect(document.body).not.toHaveTextContent('Ansicht');
  });
});
