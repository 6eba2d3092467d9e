// The page's start: the login alone, or the app (router, shell, remotes) loaded beside the session.
import { startHost } from './boot';

void startHost(document.getElementById('root'));
