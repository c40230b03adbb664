// A statement fragment of an open-platform page: the body of the page's onLoad(ctx), after the page's named blocks.
@@context@@

export default {
  onLoad(ctx) {
    @@code@@
  },
};
