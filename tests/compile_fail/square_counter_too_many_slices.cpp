// A SquareCounter with more slices than an int's total() can hold (64 squares added 2^26 - 1 times
// each overflow it) must not compile.
#include <gametree/board/square_counter.hpp>

int main() {
    gametree::board::SquareCounter<26> counter;
    counter.add(~gametree::board::Bitboard{0});
    return counter.total() == 64 ? 0 : 1;
}
