// With asyncStartup (shared-kernel/build/webpack.cjs) the entry may import shared singletons directly.
import { startHost } from './app';

void startHost(document.getElementById('root')!);
