/** A named-module application that uses Skiff from the module path (CI smoke test). */
module app {
  requires dev.skiff;

  opens app to
      dev.skiff;
}
