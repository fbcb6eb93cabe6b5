// boardlab: the desktop program. Everything but the heap tuning lives in boardlab_app.
#include <malloc.h>

#include <string>
#include <vector>

#include "app/program.h"

// Software OpenGL (Mesa's llvmpipe) reallocates ImGui's vertex buffers every frame. With
// glibc's defaults those blocks come from fresh mmap()s that the kernel must zero page by
// page, which cost about as much as drawing the frame; serving them from the heap halves
// the median frame time at 1280x800 (36 -> 20 ms under load, --bench-frames).
void keep_large_blocks_on_the_heap() {
  constexpr int kMmapThreshold = 64 << 20;  // the MCTS tree (256 MB) still gets its own mmap
  mallopt(M_MMAP_THRESHOLD, kMmapThreshold);
  mallopt(M_TRIM_THRESHOLD, 2 * kMmapThreshold);
}

int main(int argc, char** argv) {
  keep_large_blocks_on_the_heap();
  return bl::run_boardlab(std::vector<std::string>(argv + 1, argv + argc));
}
