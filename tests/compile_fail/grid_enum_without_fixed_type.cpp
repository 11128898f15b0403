// An enum without a fixed underlying type for the squares of a 4x4 board: its values are 0..15 only (the
// bits its enumerators span), so no_square = 16 would be undefined behaviour. Grid must refuse it.
#include <gametree/board/grid.hpp>

enum Square { a1, b1, c1, d1, a2, b2, c2, d2, a3, b3, c3, d3, a4, b4, c4, d4 };

int main() {
    using G = gametree::board::Grid<4, 4, Square>;
    return G::file_of(G::square(1, 2)) == 1 ? 0 : 1;
}
