// Starts PyScript under the page's Content-Security-Policy, which allows no `eval`. (Python's
// own start, python.mjs, is already under way: index.html loads it first.)
//
// PyScript 0.7.31 ships one default hook for workers (it gives a worker a stub `pyscript.fs`),
// and on the main thread it still turns the worker hooks into source text and back into a
// function with `Function(...)` when it sets up the interpreter: under `script-src 'self'` that
// throws and Python never starts. This app runs no workers, so the hook has nothing to do here;
// clearing it through PyScript's public `hooks` before the interpreter starts (the plugins load
// first, asynchronously) leaves nothing to compile from text.
import { hooks } from "../pyscript/core.js";

hooks.worker.onBeforeRunAsync.clear();
