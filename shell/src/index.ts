// The async boundary of a federated host. The shell's shared modules are eager (in this
// chunk), so the boundary can stay in this chunk too: no round trip for a bootstrap chunk.
import(/* webpackMode: "eager" */ './bootstrap');
