// Stops early with a clear message on a Node.js older than the toolchain needs (Vite 8: 20.19).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`✖ Node.js ${process.versions.node} is too old: install Node.js 20.19 or newer, then run this again.`);
  process.exit(1);
}
