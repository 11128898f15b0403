// A square type too small for the board: bool holds 0 and 1 only, and a 2x2 board needs 0..4 (no_square
// is 4). Grid must refuse it.
#include <gametree/board/grid.hpp>

int main() {
    using G = gametree::board::Grid<2, 2, bool>;
    return G::file_of(G::square(1, 0)) == 1 ? 0 : 1;
}
