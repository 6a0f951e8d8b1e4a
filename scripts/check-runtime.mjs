// Prints the Node.js the project's commands run on, and stops them when it is older than the
// root package.json's engines.node. npm puts node_modules/.bin first on the PATH of every
// script, so after `npm ci` that is the Node 24 the `node` devDependency installs, whatever Node
// the machine has; an install with --ignore-scripts leaves the machine's own Node in its place.
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = rootPackage.engines.node;
const wantedMajor = Number(/\d+/.exec(wanted)?.[0]);
const major = Number(process.versions.node.split('.')[0]);

process.stderr.write(`Node ${process.version} (${process.execPath})\n`);
if (!(major >= wantedMajor)) {
  process.stderr.write(
    `本项目需要 Node ${wanted}，当前是 ${process.version}。请运行 npm ci（会安装项目自带的 Node 24）` +
      `后再用 npm start / npm test。\n` +
      `This project needs Node ${wanted}, this is ${process.version}: run npm ci (it installs ` +
      `the project's own Node 24 into node_modules/.bin) and use the npm scripts.\n`,
  );
  process.exit(1);
}
