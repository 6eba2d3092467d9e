import { debugPages } from '../debug';
import { DEBUG_PAGES, hostRoutes } from './hostRoutes';

describe('the host routes', () => {
  it('name exactly the debug pages that host/src/debug implements, in its order', () => {
    expect(DEBUG_PAGES).toEqual(debugPages.map(({ path, titleKey }) => ({ path, titleKey })));
  });

  it('route the debug pages in local and sandbox only', () => {
    expect(hostRoutes('prod').map((route) => route.path)).toEqual(['/login']);
    expect(hostRoutes('sandbox').map((route) => route.path)).toContain('/debug/file-resource-uploader');
  });
});
